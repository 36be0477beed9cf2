/** A select's options: each value of a fixed list, shown by its label (a sort order, a quote's status, an alignment). */
export function LabelledOptions<Value extends string>({ values, labels }: { values: readonly Value[]; labels: Readonly<Record<Value, string>> }) {
  return values.map((value) => (
    <option key={value} value={value}>
      {labels[value]}
    </option>
  ));
}
