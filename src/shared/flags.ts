/** Feature flags named by the spec, with their instance defaults when configuration says nothing. */
export const FLAG_DEFAULTS = {
  enable_apple_sign_in: false,
  sign_up_with_email_button: true,
  enable_passwords: false,
  enable_login_code: false,
  disable_login_apple: false,
  disable_login_facebook: false,
  disable_login_twitter: false,
  disable_login_google: false,
  disable_login_email: false,
  unhide_mobile_ctas: false,
  can_edit_members_only_posts: false,
  can_view_suspended_content: false,
  enable_medium_app: false,
  enable_medium_app_lo: false,
  enable_beta_medium_app: false,
  dont_track_user: false,
  simplified_signup_copy: false,
} as const;

export type FlagName = keyof typeof FLAG_DEFAULTS;
export type FlagValues = Record<FlagName, boolean>;

export const FLAG_NAMES = Object.keys(FLAG_DEFAULTS) as FlagName[];

export function isFlagName(name: string): name is FlagName {
  return Object.prototype.hasOwnProperty.call(FLAG_DEFAULTS, name);
}

/** Parses "a=1,b=0,c" (a bare name means on). Unknown names are an error so typos do not pass silently. */
export function parseFlagList(list: string): FlagValues {
  const values: FlagValues = { ...FLAG_DEFAULTS };
  for (const part of list.split(',').map((s) => s.trim()).filter(Boolean)) {
    const [name = '', raw = '1'] = part.split('=').map((s) => s.trim());
    if (!isFlagName(name)) throw new Error(`Unknown feature flag "${name}" (known: ${FLAG_NAMES.join(', ')})`);
    if (!['1', '0', 'true', 'false', 'on', 'off'].includes(raw)) {
      throw new Error(`Feature flag "${name}" must be 1 or 0, got "${raw}"`);
    }
    values[name] = raw === '1' || raw === 'true' || raw === 'on';
  }
  return values;
}
