// English words every admin editor shares, in admin-editor.es.ts's order.
import type adminEditorEs from './admin-editor.es';
import type { Translation } from './dictionary';
const adminEditorEn: Translation<typeof adminEditorEs> = {
  'adminEditor.delete': 'Delete',
  'adminEditor.confirmTitle': 'Are you sure to delete {{name}}?',
  'adminEditor.confirmText': 'This cannot be undone.',
  'adminEditor.edit': 'Edit',
};
export default adminEditorEn;
