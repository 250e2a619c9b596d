import type { PageProps } from '../registry';

// Scaffold: replaced by the real page.
export default function PostSettingsPage(_props: PageProps) {
  return <main className="page" />;
}
