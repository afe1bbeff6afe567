import type { PermissionKey } from '@portal/domain/access';
import { ModulePlaceholder } from '../components/module-placeholder';

/** The page of a private route whose module is still to be built. */
export default function ModuleRoute(props: { title: string; permission: PermissionKey }) {
  return <ModulePlaceholder title={props.title} permission={props.permission} />;
}
