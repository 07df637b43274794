/**
 * The browser's and the server's `createReactComponent` of @tabler/icons-react (swapped in by iconLoader.cjs): the
 * same `<svg>` with the same attributes and paths, but its paths are one string of markup, not one React element
 * each: hydration walks no fiber per path, and the bundle carries each icon's paths once, as text. An outline icon's
 * paths that differ only in their `d` are one path with their `d`s in a row (`mergeOutlinePaths`): the same strokes,
 * drawn alike in the same opaque colour, and one element instead of several for the browser to parse, style, lay out
 * and paint. An icon given a `title` or children is built as before.
 */
import {createElement, forwardRef, type ReactNode, type SVGProps} from 'react';
import defaultAttributes from '@tabler/icons-react/dist/esm/defaultAttributes.mjs';

type IconNode = [tag: string, attributes: Record<string, string | number>][];
type Props = Omit<SVGProps<SVGSVGElement>, 'stroke' | 'ref'> & {size?: string | number; stroke?: string | number; title?: string; children?: ReactNode};

const escape = (value: string | number) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Consecutive paths with the same attributes but `d`, as one path: `M5 12l14 0` and `M13 18l6 -6` become
 * `M5 12l14 0M13 18l6 -6`. Each `M` starts a new subpath, so the strokes are the same. Only for outline icons: a filled
 * icon's separate paths are filled one by one, and joined their overlaps could cancel out (the nonzero rule).
 */
export function mergeOutlinePaths(iconNode: IconNode): IconNode {
  const merged: IconNode = [];
  const rest = ([, {d: _d, key: _key, ...others}]: IconNode[number]) => JSON.stringify(others);
  for (const node of iconNode) {
    const last = merged[merged.length - 1];
    // A path that starts with a relative `m` is left apart: after another, it would start from that one's end.
    if (last && last[0] === 'path' && node[0] === 'path' && typeof node[1].d === 'string' && /^\s*M/.test(node[1].d) && rest(last) === rest(node)) {
      merged[merged.length - 1] = ['path', {...last[1], d: `${last[1].d}${node[1].d}`}];
    } else {
      merged.push(node);
    }
  }
  return merged;
}

/** `[["path", {d: "M5 12l14 0", key: "svg-0"}]]` → `<path d="M5 12l14 0"></path>`, as React writes it (`key` is not an attribute). */
export function iconMarkup(iconNode: IconNode): string {
  return iconNode
    .map(([tag, attributes]) => {
      const written = Object.entries(attributes)
        .filter(([name]) => name !== 'key')
        .map(([name, value]) => ` ${name}="${escape(value)}"`)
        .join('');
      return `<${tag}${written}></${tag}>`;
    })
    .join('');
}

export default function createReactComponent(type: 'outline' | 'filled', iconName: string, iconNamePascal: string, iconNode: IconNode) {
  const markup = iconMarkup(type === 'outline' ? mergeOutlinePaths(iconNode) : iconNode);
  const Component = forwardRef<SVGSVGElement, Props>(({color = 'currentColor', size = 24, stroke = 2, title, className, children, ...rest}, ref) => {
    const props: SVGProps<SVGSVGElement> & {ref: typeof ref} = {
      ref,
      ...defaultAttributes[type],
      width: size,
      height: size,
      className: ['tabler-icon', `tabler-icon-${iconName}`, className].filter(Boolean).join(' '),
      ...(type === 'filled' ? {fill: color} : {strokeWidth: stroke, stroke: color}),
      ...rest,
    };
    if (title || children) {
      return createElement('svg', props, title && createElement('title', {key: 'svg-title'}, title), ...iconNode.map(([tag, attributes]) => createElement(tag, attributes)), children);
    }
    return createElement('svg', {...props, dangerouslySetInnerHTML: {__html: markup}});
  });
  Component.displayName = iconNamePascal;
  return Component;
}
