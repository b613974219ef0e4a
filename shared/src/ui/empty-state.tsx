/** An empty state: a message and a sub-message (000 §2: 'No MPPs, Tests or Classes available' / 'Check back later'). */
export function EmptyState({ message, subMessage }: { message: string; subMessage?: string }) {
  return (
    <div className="cp-empty" role="note">
      <p className="cp-empty__message">{message}</p>
      {subMessage && <p className="cp-empty__sub">{subMessage}</p>}
    </div>
  );
}
