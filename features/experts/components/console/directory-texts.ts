import type { RecordTexts } from '@/components/console/record-buttons/record-buttons';

/**
 * The buttons' texts of the directory's experts or pools: "Edit" and "Remove" are the experts' for
 * both, and both say "saved" and "removed" alike.
 */
export const directoryTexts = (list: 'experts' | 'pools', one: 'expert' | 'pool'): RecordTexts => ({
  namespace: 'ExpertsAdmin',
  keys: {
    add: `${list}.add`,
    edit: 'experts.edit',
    editLabel: `${list}.editOf`,
    delete: 'experts.remove',
    deleteLabel: `${list}.removeOf`,
    confirm: 'experts.remove',
    deleteTitle: `confirm.${one}Title`,
    deleteText: `confirm.${one}Text`,
    created: 'saved',
    updated: 'saved',
    deleted: 'removed',
  },
});
