// The contract between the page server (shell/server) and the shell's server bundle
// (shell/src/server/render-page.tsx), which the page server loads from the shell's build to write each page's first screen into its HTML.

export interface RenderedPage {
  /** the markup for the root element */
  markup: string;
  /**
   * true when the markup holds the page's content (home, not found), false when a remote
   * renders it in the browser and the markup holds its loading placeholder
   */
  ownContent: boolean;
}

/** The shell's first screen for one URL (path and query). */
export type RenderPage = (url: string) => RenderedPage;
