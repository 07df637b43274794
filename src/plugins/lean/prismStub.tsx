/**
 * Stands in for prism-react-renderer in the browser bundle. The site shows no
 * source code, and the real package ships Prism with ~30 grammars in every
 * page's main script; code blocks a writer may still add render as plain,
 * unhighlighted text through this same API.
 */
import type {ReactNode} from 'react';

type Token = {types: string[]; content: string};
type RenderProps = {
  className: string;
  style: Record<string, never>;
  tokens: Token[][];
  getLineProps: (input: {line: Token[]; className?: string}) => {className?: string};
  getTokenProps: (input: {token: Token}) => {children: string};
};

export const Prism = {languages: {}};
export const themes = {};

export function Highlight({code, children}: {code: string; children: (props: RenderProps) => ReactNode}): ReactNode {
  return children({
    className: 'prism-code',
    style: {},
    tokens: code.split('\n').map((line) => [{types: ['plain'], content: line}]),
    getLineProps: ({className}) => ({className}),
    getTokenProps: ({token}) => ({children: token.content}),
  });
}
