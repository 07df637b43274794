/**
 * The guide pages' data, per language, in three files under `@generated/ready-guides/default/`: the frame's texts
 * (`guide-frame.json`, every guide page), the cost guide's with the role pages its estimator offers in category order
 * (`cost-guide.json`), the comparison's (`comparison.json`) with its monthly-cost figures, worked out here from the
 * rates and the cost guide's data (`comparison-figures.json`, src/data/comparisonFigures.ts). Texts:
 * src/lib/guideMessages.ts, English in i18n/en/ready-guides/messages.json. Each page loads only what it shows.
 */
import type {Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {monthlyFigures} from '../../data/comparisonFigures';
import {type ComparisonData, type CostGuideData, GUIDE_MESSAGES, type GuideFrameData, type GuideMessages, guidePart} from '../../lib/guideMessages';
import {pageMessages} from '../pageMessages';
import {loadedPages} from '../roles/index';
import {rolesByCategory} from '../roles/schema';

export const GUIDES_PLUGIN_NAME = 'ready-guides';

export default function guidesPlugin(): Plugin {
  const plugin: Plugin<GuideMessages> = {
    name: GUIDES_PLUGIN_NAME,
    ...pageMessages(GUIDE_MESSAGES),
    async allContentLoaded({allContent, actions}) {
      const content = allContent['docusaurus-plugin-content-docs']?.default as DocsContent;
      const roles = [...rolesByCategory(loadedPages(content)).values()].flat().filter((page) => page.kind === 'role');
      const messages = Object.entries(allContent[GUIDES_PLUGIN_NAME]!.default as GuideMessages);
      const part = (name: ReturnType<typeof guidePart>) => Object.fromEntries(messages.filter(([id]) => guidePart(id) === name));
      const costGuide = {messages: part('costs'), roles: roles.map(({slug, title, category}) => ({slug, title, category}))} as CostGuideData;
      await actions.createData('guide-frame.json', JSON.stringify(part('frame') as GuideFrameData));
      await actions.createData('cost-guide.json', JSON.stringify(costGuide));
      await actions.createData('comparison.json', JSON.stringify(part('comparison') as ComparisonData));
      await actions.createData('comparison-figures.json', JSON.stringify(monthlyFigures()));
    },
  };
  // Docusaurus types a site's plugins with unknown content.
  return plugin as unknown as Plugin;
}
