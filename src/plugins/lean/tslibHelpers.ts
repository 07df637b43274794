/**
 * The tslib helper @docusaurus/utils-common's compiled CommonJS calls
 * (`tslib_1.__importDefault`), as tslib writes it. If a later version needs
 * another helper, the pages stop at start-up, and every browser test fails.
 */
export function __importDefault<T>(mod: T): T | {default: T} {
  return mod && (mod as {__esModule?: boolean}).__esModule ? mod : {default: mod};
}
