import { useShell } from '../../shell/shell-context';
import { useHead } from '../../shell/head';

/** /me/notifications: the All and Responses tabs of the signed-in reader's notifications. */
export default function NotificationsPage() {
  const { productName } = useShell();
  useHead({ title: `Notifications – ${productName}`, robots: 'noindex' });
  return (
    <main className="page">
      <h1>Notifications</h1>
    </main>
  );
}
