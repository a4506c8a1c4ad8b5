import type { UserProfile } from '../identity-provider/identity.contract.js';

/** The ID token claims the profile is read from (standard OIDC claims plus the provider's `roles` and company). */
export type IdTokenClaims = Record<string, unknown> & { sub: string };

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** SPEC §6: role names from the token; one string counts as a one-item list. */
export function rolesFrom(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() ? [value.trim()] : [];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string' && v.trim() !== '');
  return [];
}

/** SPEC §3 User profile from the verified ID token's claims. */
export function userProfileFromClaims(claims: IdTokenClaims): UserProfile {
  const firstName = text(claims.given_name);
  const lastName = text(claims.family_name);
  const email = text(claims.email);
  const fullName = text(claims.name) || [firstName, lastName].filter(Boolean).join(' ') || email;
  const initials =
    (firstName[0] ?? '') + (lastName[0] ?? '') ||
    fullName
      .split(/\s+/)
      .slice(0, 2)
      .map((part) => part[0] ?? '')
      .join('');
  const roles = rolesFrom(claims.roles);
  return {
    id: claims.sub,
    firstName,
    lastName,
    fullName,
    initials: initials.toUpperCase(),
    email,
    roles,
    isDelegatedAdminInternal: roles.includes('kmx_delegatedadmin_intern'),
    isDelegatedAdminExternal: roles.includes('kmx_delegatedadmin_extern'),
    companyId: text(claims.company_id),
    companyName: text(claims.company_name),
  };
}
