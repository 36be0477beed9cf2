/** A select's options: the first ('' = none chosen yet, or everything) and then the list's. */
export function SelectOptions({ first, options }: { first: string; options: readonly { value: string; text: string }[] | undefined }) {
  return (
    <>
      <option value="">{first}</option>
      {options?.map(({ value, text }) => (
        <option key={value} value={value}>
          {text}
        </option>
      ))}
    </>
  );
}
