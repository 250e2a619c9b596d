/** A provider's account, in the same shape whichever provider it came from. */
export interface SocialProfile {
  providerUserId: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  pictureUrl: string | null;
}

type Claims = Record<string, unknown>;

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** OpenID Connect claims (ID token merged with userinfo). Apple sends email_verified as the string "true". */
export function profileFromClaims(claims: Claims): SocialProfile | null {
  const sub = text(claims.sub);
  if (!sub) return null;
  const email = text(claims.email);
  const joined = [text(claims.given_name), text(claims.family_name)].filter(Boolean).join(' ');
  return {
    providerUserId: sub,
    email: email?.toLowerCase() ?? null,
    emailVerified: email !== null && (claims.email_verified === true || claims.email_verified === 'true'),
    name: text(claims.name) ?? (joined || null),
    pictureUrl: text(claims.picture),
  };
}

/**
 * Facebook's Graph API profile. Facebook does not say whether the address was confirmed, so it is never
 * treated as verified: it cannot take over an account that uses the same address.
 */
export function profileFromFacebook(body: Claims): SocialProfile | null {
  const id = text(body.id);
  if (!id) return null;
  const picture = body.picture as { data?: { url?: unknown } } | undefined;
  return {
    providerUserId: id,
    email: text(body.email)?.toLowerCase() ?? null,
    emailVerified: false,
    name: text(body.name),
    pictureUrl: text(picture?.data?.url),
  };
}

/** Twitter's v2 users/me answer ({ data: { id, name, username, profile_image_url } }); it shares no email. */
export function profileFromTwitter(body: Claims): SocialProfile | null {
  const data = body.data as Claims | undefined;
  const id = text(data?.id);
  if (!data || !id) return null;
  return {
    providerUserId: id,
    email: null,
    emailVerified: false,
    name: text(data.name) ?? text(data.username),
    pictureUrl: text(data.profile_image_url),
  };
}

/** Apple shares the name once, in the form it posts back, as JSON: { name: { firstName, lastName } }. */
export function nameFromAppleUser(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length > 2000) return null;
  try {
    const user = JSON.parse(raw) as { name?: { firstName?: unknown; lastName?: unknown } };
    return [text(user.name?.firstName), text(user.name?.lastName)].filter(Boolean).join(' ') || null;
  } catch {
    return null;
  }
}
