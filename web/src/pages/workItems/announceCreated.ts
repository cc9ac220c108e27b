import { showToast } from "../../stores/toasts";

/**
 * Says a work item was made. Items made one after another (quick add, "create more") count up in one toast,
 * "3 work items created", instead of a stack of toasts over the list and its quick add row.
 */
export function announceCreated(key: string): void {
  showToast({ tone: "success", title: `Created ${key}`, counting: { key: "work-item-created", title: (count) => (count === 1 ? `Created ${key}` : `${count} work items created`) } });
}
