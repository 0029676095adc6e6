/** The engine: declarations in, a DataProvider and generated views out. */
export {
  buildDataProvider,
  type DataProviderOptions,
  type EngineDataProvider,
  type ProviderOf,
} from './buildDataProvider';
export { arrayAt, fileOf, idSegment, text, toFormData } from './callValues';
export { defineAction, definePage, defineResource, recordOf } from './defineResource';
export { callEndpoint, endpointsOf, recordIn, restEndpoints, toRecord } from './endpointCall';
export { readListAhead } from './fast/PreloadList';
export { cellFor, FieldInput } from './fieldKinds';
export { fieldLabel, fieldsIn, recordName } from './fieldLookup';
export { canUndoDelete, type UndoOutcome, type UndoPlan, undoEntry, undoPlan } from './journalUndo';
export { useKnownValue } from './knownValues';
export { collatorFor, LocalList, normalizeText } from './localQuery';
export { type CompareAs, type FieldConflict, mergeRecord, sameValue } from './merge';
export { canEditInSheet, SHEET_IMPORT } from './sheet/sheetFields';
export { type ShowWith, shownValue } from './shownValue';
export { type GuardMeta, isStaleWrite, StaleWriteError } from './staleWrite';
export type * from './types';
export { isRequiredBy, validatorsFor } from './validation';
export { CompactList } from './views/CompactList';
export { DialogFrame } from './views/DialogFrame';
export { capabilities, listPath, useDialogNavigation } from './views/dialogNavigation';
export { FormDialog, KEEP_TYPED } from './views/FormDialog';
export { changedValues, FormDraft } from './views/FormDraft';
export { type LazyScreen, lazyScreen } from './views/lazyScreen';
export { rawExporter, screenExporter } from './views/listExport';
export { FieldInputs, GeneratedCreate, GeneratedEdit, useSavedHandler } from './views/RecordDialogs';
export {
  CreateDialogButton,
  ResourceList,
  ResourceTable,
} from './views/ResourceList';
export {
  DeleteRowButton,
  EditRowButton,
  RowActions,
  RowNumber,
  type RowQuestionProps,
  useRowQuestion,
} from './views/RowActions';
export {
  fixedResourceDefinitions,
  holdBarForPage,
  preloadResourcePage,
  ResourcePage,
  resourceElementsFor,
  resourceRoutesFor,
} from './views/routes';
export { type MergeChoice, StaleWriteDialog } from './views/StaleWriteDialog';
export {
  StaleWriteResolver,
  type StaleWriteState,
  useNotifyFailure,
  useStaleWriteState,
} from './views/StaleWriteResolver';
export { actionHookFor, useAction } from './views/useAction';
