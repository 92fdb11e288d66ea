import { Alert } from "@wayfare/ui";
import { Link } from "react-router";

/** Why the search in the URL can't be run, with the way back to the search form. */
export function SearchProblem({ messages }: { messages: readonly string[] }) {
  return (
    <>
      <h1 className="text-2xl font-semibold">We couldn't search for flights</h1>
      <Alert tone="error" title="This search can't be run" live={false} className="mt-4">
        <ul className="list-disc pl-5">
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      </Alert>
      <p className="mt-4">
        <Link to="/flight" className="font-semibold text-link underline">
          Back to flight search
        </Link>
      </p>
    </>
  );
}
