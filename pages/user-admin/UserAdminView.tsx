import type { SectionViewProps } from '../../renderer/section-views.js';
import { UserDetailView } from './UserDetailView.js';
import { UserListView } from './UserListView.js';
import './user-admin.css';

/** Delegated user administration: the user list with the invite form, and a user's page. */
export default function UserAdminView({ view }: SectionViewProps<'user-admin'>) {
  switch (view.name) {
    case 'list':
      return <UserListView {...view.payload} />;
    case 'detail':
      return <UserDetailView {...view.payload} />;
  }
}
