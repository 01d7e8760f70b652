// Spanish words every admin editor shares (src/ui/admin/admin-editor.tsx).
const adminEditorEs = {
  'adminEditor.delete': 'Eliminar',
  'adminEditor.confirmTitle': '¿Seguro que quieres eliminar {{name}}?',
  'adminEditor.confirmText': 'No podrás deshacerlo.',
  'adminEditor.edit': 'Editar',
};
export default adminEditorEs;
export type AdminEditorMessageKey = keyof typeof adminEditorEs;
