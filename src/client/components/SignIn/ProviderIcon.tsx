import type { SocialProvider } from '../../../shared/preloaded-state';

const SIZE = 20;

/** Brand marks for the provider buttons, drawn inline so they need no request. */
export function ProviderIcon({ provider }: { provider: SocialProvider | 'email' }) {
  switch (provider) {
    case 'google':
      return (
        <svg width={SIZE} height={SIZE} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path fill="#4285F4" d="M22.5 12.3c0-.8-.1-1.5-.2-2.2H12v4.2h5.9a5 5 0 0 1-2.2 3.3v2.7h3.5c2.1-1.9 3.3-4.7 3.3-8z" />
          <path fill="#34A853" d="M12 23c3 0 5.5-1 7.2-2.7l-3.5-2.7c-1 .7-2.2 1-3.7 1-2.9 0-5.3-1.9-6.2-4.5H2.2v2.8A11 11 0 0 0 12 23z" />
          <path fill="#FBBC05" d="M5.8 14.1a6.6 6.6 0 0 1 0-4.2V7.1H2.2a11 11 0 0 0 0 9.8l3.6-2.8z" />
          <path fill="#EA4335" d="M12 5.4c1.6 0 3.1.6 4.2 1.6l3.1-3.1A11 11 0 0 0 2.2 7.1l3.6 2.8C6.7 7.3 9.1 5.4 12 5.4z" />
        </svg>
      );
    case 'facebook':
      return (
        <svg width={SIZE} height={SIZE} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="#1877F2"
            d="M24 12a12 12 0 1 0-13.9 11.9v-8.4h-3V12h3V9.4c0-3 1.8-4.7 4.5-4.7 1.3 0 2.7.2 2.7.2v3h-1.5c-1.5 0-2 .9-2 1.9V12h3.4l-.5 3.5h-2.9v8.4A12 12 0 0 0 24 12z"
          />
        </svg>
      );
    case 'apple':
      return (
        <svg width={SIZE} height={SIZE} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M16.4 12.7c0-2.6 2.1-3.8 2.2-3.9a4.8 4.8 0 0 0-3.8-2c-1.6-.2-3.1.9-3.9.9-.8 0-2-.9-3.4-.9a5 5 0 0 0-4.2 2.6c-1.8 3.1-.5 7.7 1.3 10.2.8 1.2 1.8 2.6 3.1 2.5 1.3 0 1.7-.8 3.3-.8 1.5 0 1.9.8 3.3.8s2.2-1.2 3-2.5c1-1.4 1.3-2.7 1.4-2.8-.1 0-2.6-1-2.6-4zM13.9 5.1c.7-.8 1.2-2 1-3.1-1 0-2.2.7-2.9 1.5-.6.7-1.2 1.9-1 3 1.1.1 2.2-.6 2.9-1.4z"
          />
        </svg>
      );
    case 'twitter':
      return (
        <svg width={SIZE} height={SIZE} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="#1DA1F2"
            d="M23.6 4.6c-.9.4-1.8.6-2.8.8a4.9 4.9 0 0 0 2.1-2.7c-.9.6-2 1-3.1 1.2a4.9 4.9 0 0 0-8.4 4.5A14 14 0 0 1 1.7 3.3a4.9 4.9 0 0 0 1.5 6.6c-.8 0-1.6-.3-2.2-.6 0 2.4 1.7 4.4 3.9 4.8-.7.2-1.5.2-2.2.1a4.9 4.9 0 0 0 4.6 3.4A9.9 9.9 0 0 1 0 19.5 14 14 0 0 0 7.5 21.7c9.1 0 14-7.5 14-14v-.6c1-.7 1.8-1.6 2.4-2.5z"
          />
        </svg>
      );
    case 'email':
      return (
        <svg width={SIZE} height={SIZE} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            d="M3.5 5.5h17a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1h-17a1 1 0 0 1-1-1v-11a1 1 0 0 1 1-1zm-.6.6L12 13l9.1-6.9"
          />
        </svg>
      );
  }
}
