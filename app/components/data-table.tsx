/** A small static table with a caption, a header row and zebra rows; scrolls sideways on narrow screens. */
export function DataTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}) {
  return (
    <div className="overflow-x-auto rounded-card border border-line bg-white">
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-navy text-white">
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col" className="px-5 py-3 font-semibold">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([head, ...cells]) => (
            <tr key={head} className="border-t border-line even:bg-surface">
              <th scope="row" className="px-5 py-4 font-semibold text-ink">
                {head}
              </th>
              {cells.map((cell, i) => (
                <td key={i} className="px-5 py-4 text-ink">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
