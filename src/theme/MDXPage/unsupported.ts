import type {Props} from '@theme/MDXPage';

type Metadata = Pick<Props['content']['metadata'], 'unlisted' | 'editUrl' | 'lastUpdatedAt' | 'lastUpdatedBy'> & {frontMatter: object};

/** What a page asks for that this site's MDX page leaves out (src/theme/MDXPage), by the name a writer would look for. */
export function unsupportedFields(metadata: Metadata): string[] {
  const frontMatter = metadata.frontMatter as Record<string, unknown>;
  return [
    (metadata.unlisted || frontMatter.unlisted) && 'unlisted',
    frontMatter.draft && 'draft',
    metadata.editUrl && 'editUrl',
    (metadata.lastUpdatedAt || metadata.lastUpdatedBy || frontMatter.last_update) && 'last_update',
  ].filter((field): field is string => typeof field === 'string');
}
