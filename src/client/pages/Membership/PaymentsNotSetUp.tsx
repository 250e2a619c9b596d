/** Said plainly on an instance without Stripe keys: nobody can pay here, and how an operator grants membership instead. */
export function PaymentsNotSetUp({ productName }: { productName: string }) {
  return (
    <div className="payments-off" role="note" data-testid="payments-not-set-up">
      <p className="payments-off__title">Payments aren’t set up on this {productName} yet.</p>
      <p>
        You can’t buy a membership here for now. The people who run this instance can still make you a member: an operator grants membership from
        the command line with <code>npm run membership -- grant &lt;username&gt; --months 12</code>.
      </p>
    </div>
  );
}
