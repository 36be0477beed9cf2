/** A select's options: the first when given ('' = none chosen yet, or everything) and then the list's. */
export function SelectOptions({ first, options }: { first?: string; options: readonly { value: string; text: string }[] | undefined }) {
  return (
    <>
      {first !== undefined && <option value="">{first}</option>}
      {options?.map(({ value, text }) => (
        <option key={value} value={value}>
          {text}
        </option>
      ))}
    </>
  );
}
