import { styled } from 'styled-system/jsx'
import { input } from 'styled-system/recipes'

export const Input = styled('input', input)
export const Textarea = styled('textarea', input, { defaultProps: { rows: 4 } })
export const Select = styled('select', input)
