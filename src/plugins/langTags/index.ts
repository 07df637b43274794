/**
 * A rehype step for the MDX pages in every language but English: wraps the
 * English terms of src/lib/englishTerms (Freelancing, Payroll…) in
 * <span lang="en">, as the EnglishTerms component does for texts written in
 * code, so translators write plain prose and screen readers still pronounce the
 * terms in English. Files of the English tree (i18n/en/) are left as they are.
 */
import {splitEnglish} from '../../lib/englishTerms';

type HastNode = {type: string; value?: string; tagName?: string; properties?: Record<string, unknown>; children?: HastNode[]};

const SKIPPED = new Set(['code', 'pre', 'script', 'style']);

function wrapTerms(node: HastNode): void {
  if (!node.children || (node.tagName && SKIPPED.has(node.tagName)) || node.properties?.lang) {
    return;
  }
  node.children = node.children.flatMap((child) => {
    if (child.type !== 'text' || !child.value) {
      wrapTerms(child);
      return [child];
    }
    return splitEnglish(child.value).map(({text, english}): HastNode =>
      english ? {type: 'element', tagName: 'span', properties: {lang: 'en'}, children: [{type: 'text', value: text}]} : {type: 'text', value: text},
    );
  });
}

export default function rehypeLangTags() {
  return (tree: HastNode, file: {path?: string}) => {
    if (!file.path || /[\\/]i18n[\\/]en[\\/]/.test(file.path)) {
      return;
    }
    wrapTerms(tree);
  };
}
