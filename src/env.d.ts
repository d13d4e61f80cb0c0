/** What the middleware (`src/middleware.ts`) gives every page and component. */
declare namespace App {
  interface Locals {
    /** The page's interface language. */
    lang: import('./i18n/languages.ts').Language;
    /** The interface strings in that language. */
    t: import('i18next').TFunction;
  }
}
