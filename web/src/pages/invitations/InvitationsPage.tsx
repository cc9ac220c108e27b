import { Link, useLocation } from "wouter";
import { AuthLayout } from "../../components/AuthLayout";
import { useDocumentTitle } from "../../shell/useDocumentTitle";
import { PendingInvitations } from "./PendingInvitations";

/** /invitations/: every invitation waiting for my answer. */
export default function InvitationsPage() {
  useDocumentTitle("Invitations");
  const [, navigate] = useLocation();
  return (
    <AuthLayout title="Your invitations" subtitle="Workspaces you have been invited to join." headerAside={<a href="/">Back to Cairn</a>}>
      <div className="create-workspace">
        <PendingInvitations onAccepted={(slug) => navigate(`/${slug}/`)} emptyText="No invitations are waiting for you." />
        <p>
          Or <Link href="/create-workspace/">create a workspace</Link> of your own.
        </p>
      </div>
    </AuthLayout>
  );
}
