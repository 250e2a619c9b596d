import { useEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { TWO_FACTOR_CODE_LENGTH } from '../../../shared/validation/auth';
import { useShakeOn } from './use-shake';

export interface VerificationCodeInputProps {
  /** The digits entered so far, from the first box on (never with gaps). */
  value: string;
  onChange(value: string): void;
  /** Enter in any box. */
  onSubmit(value: string): void;
  /** Names the group for assistive technology (the step's title or a label). */
  labelledBy?: string;
  /** The error text's id, so every box is described by it. */
  describedBy?: string;
  invalid?: boolean;
  /** Changing this number shakes the boxes (a refused code). */
  shakeKey?: number;
  disabled?: boolean;
  /** Locked out: nothing can be entered. */
  hidden?: boolean;
  autoFocus?: boolean;
}

const digitsIn = (text: string) => text.replace(/\D/g, '');

/**
 * What was just typed into a box: normally one digit replacing the selected one, but the caret may have
 * sat beside the old digit, and a phone's one-time-code autofill brings the whole code at once.
 */
function newDigits(boxValue: string, previous: string | undefined): string {
  const typed = digitsIn(boxValue);
  if (previous === undefined || typed.length !== 2) return typed;
  return typed[0] === previous ? typed.slice(1) : typed.slice(0, 1);
}

/**
 * The 7 single-digit boxes of a verification code: digits only, typing moves on, a paste (or the phone's
 * one-time-code autofill) fills the boxes, Backspace and the arrow keys move between them, Enter submits.
 */
export function VerificationCodeInput(props: VerificationCodeInputProps) {
  const { value, onChange, onSubmit, shakeKey = 0, hidden, disabled } = props;
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const shaking = useShakeOn(shakeKey);
  // What the boxes hold right now, ahead of the re-render (focus moves before the parent passes the new value down).
  const latest = useRef(value);
  latest.current = value;

  useEffect(() => {
    if (props.autoFocus && !hidden) boxes.current[Math.min(value.length, TWO_FACTOR_CODE_LENGTH - 1)]?.focus();
    // Only when the boxes appear; afterwards focus follows typing.
  }, [props.autoFocus, hidden]);

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(index, TWO_FACTOR_CODE_LENGTH - 1))];
    box?.focus();
    box?.select();
  };

  const update = (next: string, focusIndex: number) => {
    latest.current = next;
    onChange(next);
    focusBox(focusIndex);
  };

  /** Puts digits in from a box on (typed, pasted or autofilled), then moves to the box after them. */
  const fillFrom = (index: number, digits: string) => {
    if (!digits) return;
    const current = latest.current;
    const start = Math.min(index, current.length);
    update((current.slice(0, start) + digits + current.slice(start + digits.length)).slice(0, TWO_FACTOR_CODE_LENGTH), start + digits.length);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    const current = latest.current;
    switch (event.key) {
      case 'Enter':
        event.preventDefault();
        onSubmit(current);
        return;
      case 'Backspace':
        event.preventDefault();
        if (index < current.length) update(current.slice(0, index) + current.slice(index + 1), index);
        else if (index > 0) update(current.slice(0, index - 1), index - 1);
        return;
      case 'Delete':
        event.preventDefault();
        if (index < current.length) update(current.slice(0, index) + current.slice(index + 1), index);
        return;
      case 'ArrowLeft':
        event.preventDefault();
        focusBox(index - 1);
        return;
      case 'ArrowRight':
        event.preventDefault();
        focusBox(Math.min(index + 1, current.length));
        return;
      case 'Home':
        event.preventDefault();
        focusBox(0);
        return;
      case 'End':
        event.preventDefault();
        focusBox(current.length);
        return;
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fillFrom(index, digitsIn(event.clipboardData.getData('text')));
  };

  return (
    <div
      className={`tfa-code${shaking ? ' tfa-shake' : ''}${props.invalid ? ' tfa-code--invalid' : ''}`}
      role="group"
      aria-labelledby={props.labelledBy}
      hidden={hidden}
    >
      {Array.from({ length: TWO_FACTOR_CODE_LENGTH }, (_, index) => (
        <input
          key={index}
          ref={(el) => {
            boxes.current[index] = el;
          }}
          className="tfa-code__box"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={`Digit ${index + 1} of ${TWO_FACTOR_CODE_LENGTH}`}
          aria-invalid={props.invalid || undefined}
          aria-describedby={props.describedBy}
          value={value[index] ?? ''}
          disabled={disabled || hidden}
          onFocus={(event) => {
            // No gaps: a click past the digits entered lands on the first empty box.
            if (index > latest.current.length) focusBox(latest.current.length);
            else event.currentTarget.select();
          }}
          onChange={(event) => fillFrom(index, newDigits(event.currentTarget.value, latest.current[index]))}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
        />
      ))}
    </div>
  );
}
