// Swizzled to leave out what no page here uses (code blocks, details, admonitions, diagrams): every MDX page
// (legal, service, blog) loaded them. A copywriter's ``` block still renders, as a plain <pre>.
import React, {type ComponentProps} from 'react';
import Head from '@docusaurus/Head';
import MDXA from '@theme/MDXComponents/A';
import MDXHeading from '@theme/MDXComponents/Heading';
import MDXImg from '@theme/MDXComponents/Img';
import MDXLi from '@theme/MDXComponents/Li';
import MDXUl from '@theme/MDXComponents/Ul';
import type {MDXComponentsObject} from '@theme/MDXComponents';

type HeadingProps = Omit<ComponentProps<typeof MDXHeading>, 'as'>;

const MDXComponents = {
  Head,
  a: MDXA,
  ul: MDXUl,
  li: MDXLi,
  img: MDXImg,
  h1: (props: HeadingProps) => <MDXHeading as="h1" {...props} />,
  h2: (props: HeadingProps) => <MDXHeading as="h2" {...props} />,
  h3: (props: HeadingProps) => <MDXHeading as="h3" {...props} />,
  h4: (props: HeadingProps) => <MDXHeading as="h4" {...props} />,
  h5: (props: HeadingProps) => <MDXHeading as="h5" {...props} />,
  h6: (props: HeadingProps) => <MDXHeading as="h6" {...props} />,
} as unknown as MDXComponentsObject;

export default MDXComponents;
