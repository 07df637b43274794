import {createContext} from 'react';

/** The permalink of the first post on a blog list page: its card's picture is the first screen's, loaded at once. */
export const FirstPost = createContext<string | undefined>(undefined);
