/**
 * The guide pages' data, per language (`@generated/ready-guides/default/guide-pages.json`): their texts
 * (src/lib/guideMessages.ts, English in i18n/en/ready-guides/messages.json) and the role pages the cost guide's
 * estimator offers, in category order; the comparison's texts apart (`comparison.json`). Only those pages load them.
 */
import type {Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {GUIDE_MESSAGES, type GuideMessages, type GuidePagesData, isComparisonMessage} from '../../lib/guideMessages';
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
      const data: GuidePagesData = {
        messages: Object.fromEntries(messages.filter(([id]) => !isComparisonMessage(id))) as GuidePagesData['messages'],
        roles: roles.map(({slug, title, category}) => ({slug, title, category})),
      };
      await actions.createData('guide-pages.json', JSON.stringify(data));
      // The comparison's texts load with the comparison page only.
      await actions.createData('comparison.json', JSON.stringify(Object.fromEntries(messages.filter(([id]) => isComparisonMessage(id)))));
    },
  };
  // Docusaurus types a site's plugins with unknown content.
  return plugin as unknown as Plugin;
}
