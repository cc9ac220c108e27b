import { useSnapshot } from "valtio";
import { Button } from "../../../components/Button";
import { toggleSubscription, workItemDetail, type ItemTarget } from "../../../stores/workItemDetail";

/** Follows or stops following the item; every role may, guests included. */
export function SubscribeButton({ target }: { target: ItemTarget }) {
  const { subscribed } = useSnapshot(workItemDetail);
  return (
    <Button variant="secondary" onClick={() => void toggleSubscription(target)}>
      {subscribed ? "Unsubscribe" : "Subscribe"}
    </Button>
  );
}
