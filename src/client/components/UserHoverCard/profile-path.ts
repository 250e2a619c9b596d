import { buildPath } from '../../../shared/routes';

/** A person's profile address: /@username, or /u/{id} for someone without a username. */
export function profilePath(user: { id: string; username?: string | null }): string {
  return user.username ? buildPath('ShowUser', { username: user.username }) : buildPath('ShowUserById', { userId: user.id });
}
