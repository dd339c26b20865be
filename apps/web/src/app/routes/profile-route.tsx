import { ProfilePage } from '../../features/account/components/profile-page';
import { useSignedInMe } from '../../lib/me';

export function ProfileRoute() {
  return <ProfilePage me={useSignedInMe()} />;
}
