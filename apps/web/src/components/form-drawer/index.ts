// PageForm and SegmentedField are imported from their own modules, not from here: they
// load the form libraries, which a screen that only lists must not wait for.
export { FormDrawer, type FormDrawerProps } from './form-drawer';
export { DrawerForm, showServerError, type DrawerFormProps } from './drawer-form';
export { useFieldError, useFieldProps, type FieldErrorParams } from './use-field-error';
export { useDialogParams, type DialogState } from './use-dialog-params';
export { useRetained } from './use-retained';
export { useCreateEditTarget } from './use-create-edit-target';
export { BilingualNameFields } from './bilingual-name-fields';
export { BilingualFields } from './bilingual-fields';
export { FormAlert } from './form-alert';
export { FormCard } from './form-card';
