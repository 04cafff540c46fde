export interface LauncherProps {
  hidden: boolean;
  pathname: string;
  /** In a webview: the bottom navigation is there below 768 px, so the button sits above it there. */
  aboveBottomNav: boolean;
  /** Its button in the server's HTML was pressed before the app started (decision 056). */
  initiallyOpen?: boolean;
}

/** Where the server puts June's button on a page to read (web/entry-server.tsx, decision 056). */
export const JUNE_SERVER_ROOT_ID = "june-root";
