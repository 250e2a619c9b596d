import { useState, type FormEvent } from 'react';
import { PARTNER_COUNTRIES, TAX_FORM_LIMITS, TAX_REVIEW_WAIT, TAX_STATUS, TAX_STATUS_LABELS, type TaxStatus } from '../../../shared/validation/partner';
import { useMutation } from '../../data';
import type { PartnerTaxDocumentsFragment } from '../../gql/graphql';
import { SubmitTaxDocumentMutation } from './partner-operations';

const TRY_AGAIN = 'That didn’t work. Please try again.';

/** What the writer's tax form says now: its status in words, and the last 4 characters of the id only. */
export function TaxStatusSummary({ docs }: { docs: PartnerTaxDocumentsFragment | null }) {
  const status = (docs?.taxDocumentStatus ?? 0) as TaxStatus;
  return (
    <div className={`tax-status tax-status--${status}`} data-testid="tax-status">
      <p className="tax-status__line">
        Status: <strong>{TAX_STATUS_LABELS[status] ?? TAX_STATUS_LABELS[0]}</strong>
      </p>
      {(status === TAX_STATUS.PENDING || status === TAX_STATUS.ON_HOLD) && <p className="tax-status__hint">We are reviewing your tax information: {TAX_REVIEW_WAIT}.</p>}
      {status === TAX_STATUS.INVALID && (
        <p className="tax-status__hint tax-status__hint--error">
          There is an issue with your tax information{docs?.invalidReason ? `: ${docs.invalidReason}` : ''}. Please correct it and submit it again.
        </p>
      )}
      {status === TAX_STATUS.APPROVED && <p className="tax-status__hint">Your tax information is approved. Your stories earn from members’ reading time.</p>}
      {docs?.taxIdLast4 && (
        <p className="tax-status__hint">
          {docs.legalName} · {docs.taxIdKind === 'US_TIN' ? 'US TIN' : 'Tax ID'} ending in <span className="tax-status__last4">{docs.taxIdLast4}</span>
        </p>
      )}
    </div>
  );
}

/** The tax form: legal name, country, address, US TIN or foreign tax id. Resubmitting replaces the last form. */
export function TaxForm({ docs, defaultCountry, onSubmitted }: { docs: PartnerTaxDocumentsFragment | null; defaultCountry: string | null; onSubmitted?: () => void }) {
  const [submit, { loading }] = useMutation(SubmitTaxDocumentMutation, { refetchQueries: ['PartnerEnroll', 'PartnerNotices', 'PartnerTaxes'] });
  const [country, setCountry] = useState(docs?.country ?? defaultCountry ?? 'US');
  const [error, setError] = useState<{ field: string | null; message: string } | null>(null);
  const [taxIdKept, setTaxIdKept] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input = {
      legalName: String(form.get('legalName') ?? ''),
      country,
      address: String(form.get('address') ?? ''),
      taxId: String(form.get('taxId') ?? ''),
    };
    setError(null);
    try {
      const answer = (await submit({ variables: { input } })).data.submitTaxDocument;
      if (answer.__typename === 'UserTaxDocuments') {
        setTaxIdKept(true);
        onSubmitted?.();
      } else if (answer.__typename === 'InvalidTaxInput') setError({ field: answer.field, message: answer.message });
      else setError({ field: null, message: answer.message });
    } catch {
      setError({ field: null, message: TRY_AGAIN });
    }
  }

  const fieldError = (field: string) => (error?.field === field ? error.message : null);
  const us = country === 'US';
  return (
    <form className="tax-form" onSubmit={(e) => void onSubmit(e)} noValidate>
      <div className="form-field">
        <label className="form-field__label" htmlFor="tax-legal-name">
          Full legal name
        </label>
        <input
          id="tax-legal-name"
          className="form-field__input"
          name="legalName"
          autoComplete="name"
          maxLength={TAX_FORM_LIMITS.legalName}
          defaultValue={docs?.legalName ?? ''}
          aria-invalid={fieldError('legalName') ? true : undefined}
          required
        />
        {fieldError('legalName') && <p className="form-field__error">{fieldError('legalName')}</p>}
      </div>
      <div className="form-field">
        <label className="form-field__label" htmlFor="tax-country">
          Country of tax residence
        </label>
        <select id="tax-country" className="form-field__select" name="country" value={country} onChange={(e) => setCountry(e.target.value)}>
          {PARTNER_COUNTRIES.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
        {fieldError('country') && <p className="form-field__error">{fieldError('country')}</p>}
      </div>
      <div className="form-field">
        <label className="form-field__label" htmlFor="tax-address">
          Address
        </label>
        <textarea
          id="tax-address"
          className="form-field__textarea tax-form__address"
          name="address"
          autoComplete="street-address"
          maxLength={TAX_FORM_LIMITS.address}
          defaultValue={docs?.address ?? ''}
          aria-invalid={fieldError('address') ? true : undefined}
          required
        />
        {fieldError('address') && <p className="form-field__error">{fieldError('address')}</p>}
      </div>
      <div className="form-field">
        <label className="form-field__label" htmlFor="tax-id">
          {us ? 'US taxpayer identification number (SSN, ITIN or EIN)' : 'Tax identification number'}
        </label>
        <p className="form-field__hint">
          {docs?.taxIdLast4 && !taxIdKept ? `We keep yours sealed and show only its last 4 characters (${docs.taxIdLast4}). Enter it again to resubmit.` : 'Kept sealed: after you submit, only its last 4 characters are ever shown.'}
        </p>
        <input
          id="tax-id"
          className="form-field__input"
          name="taxId"
          autoComplete="off"
          inputMode={us ? 'numeric' : 'text'}
          maxLength={TAX_FORM_LIMITS.taxId}
          aria-invalid={fieldError('taxId') ? true : undefined}
          required
        />
        {fieldError('taxId') && <p className="form-field__error">{fieldError('taxId')}</p>}
      </div>
      {error && !error.field && (
        <p className="form-field__error" role="alert">
          {error.message}
        </p>
      )}
      <button type="submit" className="button button--dark" disabled={loading}>
        {loading ? 'Submitting…' : 'Submit tax information'}
      </button>
    </form>
  );
}
