import {unsupportedFields} from '../../src/theme/MDXPage/unsupported';

describe("the site's MDX page (legal and service pages)", () => {
  const plain = {unlisted: false, editUrl: undefined, lastUpdatedAt: undefined, lastUpdatedBy: undefined, frontMatter: {title: 'Aviso legal'}};

  it('accepts a page that asks for nothing it leaves out', () => {
    expect(unsupportedFields(plain)).toEqual([]);
    expect(unsupportedFields({...plain, frontMatter: {hide_table_of_contents: true, draft: false}})).toEqual([]);
  });

  it('names each banner or row a page asks for, so the build can stop on it', () => {
    expect(unsupportedFields({...plain, frontMatter: {unlisted: true}})).toEqual(['unlisted']);
    expect(unsupportedFields({...plain, unlisted: true})).toEqual(['unlisted']);
    expect(unsupportedFields({...plain, frontMatter: {draft: true}})).toEqual(['draft']);
    expect(unsupportedFields({...plain, editUrl: 'https://example.com/edit'})).toEqual(['editUrl']);
    expect(unsupportedFields({...plain, lastUpdatedAt: 1_700_000_000_000, frontMatter: {unlisted: true}})).toEqual(['unlisted', 'last_update']);
  });
});
