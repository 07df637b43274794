import React, {type KeyboardEvent, type MouseEvent, type ReactNode, useEffect, useId, useMemo, useRef, useState} from 'react';
import clsx from 'clsx';
import MiniSearch from 'minisearch';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import {IconSearch, IconX} from '@tabler/icons-react';
import data from '@generated/ready-search/default/search-index.json';
import {HIRING_KIT_ID} from '@site/src/lib/hiringKit';
import {fillMessage} from '@site/src/lib/messages';
import {foundByKit, indexOptions, MAX_RESULTS, QUERY_OPTIONS, type SearchDocument, type SearchResult} from '@site/src/lib/search';
import styles from './styles.module.css';

export type Props = {onClose: () => void; onNavigate?: () => void};

const search = MiniSearch.loadJS<SearchDocument>(data.index, indexOptions(data.terms));
/** The dialog's texts in the page's language, built with the index (src/plugins/search). */
const text = data.messages;

/**
 * The search dialog: a combobox whose list of results follows each key stroke. Arrow keys move through
 * the results, Enter opens one, Escape closes and gives focus back to the button that opened it.
 */
export default function SearchDialog({onClose, onNavigate}: Props): ReactNode {
  const {selectMessage} = usePluralForm();
  const dialog = useRef<HTMLDialogElement>(null);
  const [query, setQuery] = useState('');
  // No result is chosen until an arrow key chooses one; Enter then opens the first.
  const [active, setActive] = useState(-1);
  const history = useHistory();
  const base = useBaseUrl('/');
  const listId = useId();
  const titleId = useId();
  const results = useMemo(
    () => (query.trim().length < 2 ? [] : (search.search(query, QUERY_OPTIONS).slice(0, MAX_RESULTS) as unknown as SearchResult[])),
    [query],
  );

  useEffect(() => {
    const element = dialog.current!;
    element.showModal();
    return () => element.close();
  }, []);

  // A role found by its hiring kit ("preguntas de entrevista Android") opens at the kit.
  const href = (result: SearchResult) => `${base}${result.path.replace(/^\//, '')}${foundByKit(result) ? `#${HIRING_KIT_ID}` : ''}`;
  const open = (result: SearchResult) => {
    onNavigate?.();
    onClose();
    const target = href(result);
    // A place in a page (a role's hiring kit) is a document load, as a link's: the browser scrolls to it once the page
    // is there, where a move of the router would reload a role page at the old scroll position (src/plugins/lean).
    if (target.includes('#')) window.location.assign(target);
    else history.push(target);
  };
  /** A plain click opens the result here, as Enter does; with a modifier (a new tab, a window, a download) the browser does what the visitor asked. */
  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>, result: SearchResult) => {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    open(result);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (results.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current < 0 ? (step > 0 ? 0 : results.length - 1) : (current + step + results.length) % results.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      open(results[Math.max(0, Math.min(active, results.length - 1))]);
    }
  };

  const optionId = (index: number) => `${listId}-${index}`;
  const expanded = results.length > 0;
  return (
    // Escape (the dialog's own cancel) and a click on the backdrop close it. Escape closes it on `cancel`, which fires
    // with the key: the browser's `close` comes a task later, and a "/" pressed in between would find it still open.
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={onClose}
      onClose={onClose}
      onClick={(event) => event.target === dialog.current && onClose()}>
      <div className={styles.sheet}>
        <div className={styles.bar}>
          <IconSearch size={20} stroke={2} aria-hidden="true" focusable="false" className={styles.barIcon} />
          <h2 id={titleId} className="visually-hidden">
            {text.title}
          </h2>
          <input
            className={styles.input}
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 ? optionId(Math.min(active, results.length - 1)) : undefined}
            aria-label={translate({id: 'search.open'})}
            placeholder={text.placeholder}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="go"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
          />
          <button type="button" className={styles.close} onClick={onClose}>
            <IconX size={20} stroke={2} aria-hidden="true" focusable="false" />
            <span className="visually-hidden">{text.close}</span>
          </button>
        </div>
        <ul id={listId} role="listbox" className={styles.results} aria-label={text.results}>
          {results.map((result, index) => (
            // The option is the link itself: its address shows on hover, a long press copies it, Ctrl- or Cmd-click
            // opens a new tab (a link inside an option would be a control nested in a control). Out of the tab order:
            // focus stays in the field, and the arrow keys choose (the combobox pattern).
            <li key={result.id} role="none" className={styles.result}>
              <a
                href={href(result)}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                tabIndex={-1}
                className={clsx(styles.link, index === active && styles.active)}
                onMouseEnter={() => setActive(index)}
                onClick={(event) => onLinkClick(event, result)}>
                <span className={styles.resultTitle}>{result.title}</span>
                <span className={styles.resultMeta}>
                  {result.kind === 'role' || result.kind === 'team' ? result.category : text[result.kind]}
                  {result.shownSkills.length > 0 && <span lang="en"> · {result.shownSkills.join(', ')}</span>}
                </span>
              </a>
            </li>
          ))}
        </ul>
        <p className={styles.status} role="status">
          {query.trim().length < 2
            ? text.hint
            : results.length === 0
              ? fillMessage(text.none, {query: query.trim()})
              : fillMessage(selectMessage(results.length, text.count), {count: results.length})}
        </p>
      </div>
    </dialog>
  );
}
