import type { CancellationForm } from "@wayfare/forms";

/** The quoted selection posted again with 'Confirm cancellation' (works without JavaScript). */
export function SelectionHiddenFields({
  selection,
}: {
  selection: Pick<CancellationForm, "segments" | "remarks">;
}) {
  return (
    <>
      {selection.segments.map((segment, index) => (
        <span key={segment.segmentId} hidden>
          <input type="hidden" name={`segments[${index}].segmentId`} value={segment.segmentId} />
          {segment.passengerIds.map((id) => (
            <input key={id} type="hidden" name={`segments[${index}].passengerIds`} value={id} />
          ))}
        </span>
      ))}
      {selection.remarks ? <input type="hidden" name="remarks" value={selection.remarks} /> : null}
    </>
  );
}
