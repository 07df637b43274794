import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useLocation} from '@docusaurus/router';
import type {SectionId} from '@site/src/config/routes';
import {useSmoothScroll} from '@site/src/hooks/useSmoothScroll';

export type Props = {
  /** The landing-page section to reach; required, so a link without a target does not compile. */
  to: SectionId;
  children: ReactNode;
  className?: string;
  active?: boolean;
  /** Called after the click is handled (the mobile menu closes itself with it). */
  onNavigate?: () => void;
};

/** On the home page, scrolls smoothly to the section; elsewhere, opens the home page at it. */
export default function SmoothScrollLink({to, children, className, active, onNavigate}: Props): ReactNode {
  const home = useBaseUrl('/');
  const {pathname} = useLocation();
  const scrollTo = useSmoothScroll();
  const onHome = pathname === home || `${pathname}/` === home;
  return (
    <Link
      to={`/#${to}`}
      className={className}
      aria-current={active ? 'location' : undefined}
      onClick={(event) => {
        if (onHome && scrollTo(to)) {
          event.preventDefault();
        }
        onNavigate?.();
      }}>
      {children}
    </Link>
  );
}
