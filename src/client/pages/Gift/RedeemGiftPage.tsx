import type { PageProps } from '../registry';

export default function RedeemGiftPage(_props: PageProps) {
  return <h1>RedeemGiftPage</h1>;
}
