export interface LauncherProps {
  hidden: boolean;
  pathname: string;
  aboveBottomNav: boolean;
}
