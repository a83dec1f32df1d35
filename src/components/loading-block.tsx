/**
 * A few grey lines where a part of the screen is loading: antd's Skeleton
 * look (styles.css, `.loading-block`) without its 3 kB gzipped in opening a
 * quote. Hidden from screen readers, like antd's.
 */
export function LoadingBlock() {
  return (
    <div className="loading-block" aria-hidden>
      <span />
      <span />
      <span />
      <span />
    </div>
  );
}
