/**
 * The texts of a family of pages as a plugin's content, so they load with those pages only (a UI string of
 * code.json loads with every page): the Spanish defaults from a module of `{message, description}` entries,
 * English from the plugin's `messages.json` under i18n/en/<plugin name>/ (`npm run write-translations` adds new
 * ones; `npm run check:i18n` says which are missing or stale). Used by the countries, guides and search plugins.
 */
import type {Plugin} from '@docusaurus/types';

type Entries = Record<string, {message: string; description: string}>;

export function pageMessages<M extends Entries>(entries: M): Pick<Plugin<Record<keyof M, string>>, 'loadContent' | 'getTranslationFiles' | 'translateContent'> {
  type Messages = Record<keyof M, string>;
  return {
    async loadContent() {
      return Object.fromEntries(Object.entries(entries).map(([id, {message}]) => [id, message])) as Messages;
    },
    getTranslationFiles() {
      return [{path: 'messages', content: entries}];
    },
    translateContent({content, translationFiles}) {
      const translated = translationFiles[0]?.content ?? {};
      return Object.fromEntries(Object.entries(content).map(([id, message]) => [id, translated[id]?.message ?? message])) as Messages;
    },
  };
}
