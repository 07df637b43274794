import React, {type ReactNode} from 'react';
import {IconChartDots, IconCode, IconPalette, IconSparkles, IconSpeakerphone, type TablerIcon} from '@tabler/icons-react';
import type {CategoryIcon as IconName} from '@site/src/data/categories';

const ICONS: Record<IconName, TablerIcon> = {code: IconCode, chart: IconChartDots, palette: IconPalette, megaphone: IconSpeakerphone, spark: IconSparkles};

export type Props = {name: IconName; size?: number};

/** The icon a category names in src/data/categories.ts. */
export default function CategoryIcon({name, size = 28}: Props): ReactNode {
  const Icon = ICONS[name];
  return <Icon size={size} stroke={1.7} aria-hidden="true" focusable="false" />;
}
