import '@mantine/core/styles/Radio.layer.css'
import '@mantine/core/styles/InlineInput.layer.css'
import { Button, Group, Radio, Text } from '@mantine/core'
import { useState } from 'react'
import classes from './consent-settings.module.css'
import { acceptConsent, declineConsent } from './consent-store'
import { ForgetResult, type ForgetState } from './forget-result'
import { forgetVisitor } from './forget-visitor'
import { useConsentChoice } from './use-consent-choice'

/**
 * The privacy page's controls: change the analytics choice, or erase what was recorded. With
 * no choice stored neither option is selected, which is also how the prerendered page shows it.
 */
export function ConsentSettings() {
  const choice = useConsentChoice()
  const [forgetting, setForgetting] = useState<ForgetState>({ status: 'idle' })

  const choose = (value: string) => (value === 'accepted' ? acceptConsent('privacy-policy') : declineConsent())
  const forget = () => {
    setForgetting({ status: 'busy' })
    forgetVisitor().then(
      (outcome) => setForgetting({ status: 'done', outcome }),
      () => setForgetting({ status: 'failed' }),
    )
  }

  return (
    <div className={classes.settings}>
      <Radio.Group
        label="Analytics in this browser"
        description="Applies at once, in every open tab."
        value={choice ?? ''}
        onChange={choose}
      >
        <Group mt="xs" gap="lg">
          <Radio value="accepted" label="Accepted: record my visits" />
          <Radio value="declined" label="Declined: record nothing" />
        </Group>
      </Radio.Group>
      <div className={classes.forget}>
        <Button variant="outline" color="red.9" onClick={forget} loading={forgetting.status === 'busy'}>
          Forget me
        </Button>
        <Text size="sm" mt={6}>
          Erases everything recorded about visits from this browser, and asks for your choice again.
        </Text>
        <ForgetResult state={forgetting} />
      </div>
    </div>
  )
}
