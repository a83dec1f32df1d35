/**
 * The opaque reference of an order's purchase order (`purchase_order_path`):
 * issued by the server from the stored file's random id, and read back only
 * by matching this exact shape. A client's path never reaches the disk: `..`,
 * an absolute path or anything else is simply not a reference.
 */
const PATTERN = /^purchase-orders\/([0-9a-f]{32})\.pdf$/;

export function purchaseOrderPath(fileId: string): string {
  return `purchase-orders/${fileId}.pdf`;
}

/** The stored file id a reference names, or null when the server did not issue it. */
export function fileIdOfPath(path: string): string | null {
  return PATTERN.exec(path)?.[1] ?? null;
}
