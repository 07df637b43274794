#!/usr/bin/env node
/**
 * cspell as it is (its arguments, its output, its exit code), plus one line when it reports an unknown word:
 * what the writer does about it, naming the word list cspell.config.cjs adds words to. `npm test`'s spelling stage
 * and `npm run check:content` run it. People's names are no words to add: cspell.config.cjs's patterns skip the
 * example people of a role page (`name:` in `profiles`) and the people of src/data (`person('Name', …)`).
 * Usage: node scripts/spelling.mjs [cspell options and files…]
 */
import {spawn} from 'node:child_process';
import {createRequire} from 'node:module';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** The word list writers add to: the dictionary of cspell.config.cjs that takes new words (`addWords`). */
function wordList() {
  try {
    const config = createRequire(import.meta.url)(path.join(root, 'cspell.config.cjs'));
    const list = (config.dictionaryDefinitions ?? []).find((definition) => definition.addWords);
    if (list?.path) return path.relative(root, path.resolve(root, list.path));
  } catch {
    // The hint still helps with the usual file's name; cspell reports a broken config itself.
  }
  return 'project-words.txt';
}

const child = spawn(path.join(root, 'node_modules/.bin/cspell'), process.argv.slice(2), {stdio: ['inherit', 'pipe', 'pipe']});
let output = '';
child.stdout.on('data', (chunk) => {
  output += chunk;
  process.stdout.write(chunk);
});
child.stderr.on('data', (chunk) => {
  output += chunk;
  process.stderr.write(chunk);
});
child.on('error', (error) => {
  console.error(`spelling: could not run cspell: ${error.message}`);
  process.exit(1);
});
child.on('close', (status, signal) => {
  if (status !== 0 && /Unknown word \(/.test(output)) {
    console.log(`Spelling: fix each misspelled word above; if one is correct (a term, a brand, a tool), add it to ${wordList()}, one word a line. People's names in a role page's profiles and in person('…') are never checked.`);
  }
  process.exit(status ?? (signal ? 1 : 0));
});
